#!/bin/bash
# scripts/callgrind-typical.sh TREE NAME: callgrind instructions per typical classification
# (BenchmarkClassify/typical), as the difference of two runs of N1 and N2
# iterations divided by N2-N1. GOGC=off: a collection started by the
# wall clock of a loaded machine would otherwise move the figures by tens of
# thousands of instructions, either way.

tree=$1
name=$2
out=/tmp/cg-$name
mkdir -p $out
cd $tree/rules
go test -c -o $out/rules.test .
# Valgrind does not know every instruction the Go runtime may use (rdtscp);
# a run it stopped (SIGILL) before the benchmark passed counts too little, so
# it is run again, at most six times, and a run that never passes is an
# error, not a figure.
for n in 200 1200; do
	for try in 1 2 3 4 5 6; do
		if GOGC=off GODEBUG=asyncpreemptoff=1 GOMAXPROCS=1 valgrind --tool=callgrind --callgrind-out-file=$out/cg.$n $out/rules.test -test.run '^$' -test.bench '^BenchmarkClassify$/^typical$' -test.benchtime ${n}x > $out/out.$n 2> $out/vg.$n && grep -q "^PASS" $out/out.$n; then
			break
		fi
		if [ $try = 6 ]; then
			echo "$name: valgrind failed six times ($out/vg.$n)" >&2
			exit 1
		fi
	done
done
a=$(grep -o 'Collected : [0-9]*' $out/vg.200 | grep -o '[0-9]*$')
b=$(grep -o 'Collected : [0-9]*' $out/vg.1200 | grep -o '[0-9]*$')
echo "$name: $(( (b - a) / 1000 )) instructions per classification"
