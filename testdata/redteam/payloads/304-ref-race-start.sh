setsid nohup python3 304-ref-race-watcher.py >/dev/null 2>&1 < /dev/null &
