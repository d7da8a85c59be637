python3 701-team-secrets.py
