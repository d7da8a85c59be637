echo hello from $(id -u); cat /proc/self/status | grep -i -E 'seccomp|NoNewPrivs'; ip -o addr | cut -c1-80
