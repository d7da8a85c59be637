python3 311-bash-env-swap.py
