git config branch.main.merge refs/heads/release
