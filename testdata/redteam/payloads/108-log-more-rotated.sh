python3 108-log-more.py rotated
