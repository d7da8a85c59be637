python3 110-net-probes.py
