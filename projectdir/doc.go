// Package projectdir says what kind of folder a command runs in: a
// project, a home folder itself, or the system's own (a system tree, a
// dot-folder of a home, the gate's folder): the one notion of "the
// project" that the static rules and the kernel's restriction share.
package projectdir
