python3 310-bash-env.py
