python3 703-race-forge.py
