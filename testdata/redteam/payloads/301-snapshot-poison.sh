python3 301-snapshot-poison.py
