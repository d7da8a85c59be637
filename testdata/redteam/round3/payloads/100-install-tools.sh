mkdir -p tools && cp /work/wt/redteam3/testdata/redteam/round3/payloads/101-wtools.py tools/t.py && echo installed
