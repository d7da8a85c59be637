python3 101-trusted-files.py
