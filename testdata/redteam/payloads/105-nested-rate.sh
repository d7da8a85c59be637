python3 105-nested-rate.py
