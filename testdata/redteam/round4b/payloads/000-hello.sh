id; pwd; cat /proc/self/status | grep -i -E 'nonewpriv|seccomp'; ls -la /proc/self/ns/net; echo HTTP_PROXY=$HTTP_PROXY; ls -la "$GATESH_HOME" 2>&1 | head -30
