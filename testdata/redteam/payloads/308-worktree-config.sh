python3 308-worktree-config.py
