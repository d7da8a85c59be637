python3 102-log-append-flood.py
