gcc -shared -fPIC -o rt-preload.so 312-preload.c
