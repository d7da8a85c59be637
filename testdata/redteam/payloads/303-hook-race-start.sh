setsid nohup python3 303-hook-race-watcher.py >/dev/null 2>&1 < /dev/null &
