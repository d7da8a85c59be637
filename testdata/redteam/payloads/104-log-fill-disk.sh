python3 104-log-fill-disk.py
