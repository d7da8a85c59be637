echo hello > /dev/tcp/127.0.0.1/9
