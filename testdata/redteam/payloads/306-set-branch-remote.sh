git config branch.main.remote /var/tmp/rt/s/b6/evil.git
