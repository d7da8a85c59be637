git config branch.main.pushRemote /var/tmp/rt/s/b5/evil.git
