python3 309-submodule-hook.py
