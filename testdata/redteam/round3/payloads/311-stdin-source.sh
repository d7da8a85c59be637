source /dev/stdin
