python3 107-log-pwrite-erase.py
