git config push.default upstream; git config branch.main.merge refs/heads/release
