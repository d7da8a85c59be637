gcc -shared -fPIC -o rt-preload-net.so 313-preload-net.c
