#!/bin/bash
# a harmless project script: shows a file
cat "$1"
