// Package queue keeps held commands as one JSON request file each, records signed decisions on them, and lets an approval be used exactly once.
package queue
