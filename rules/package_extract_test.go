package rules_test

import "testing"

// dpkg installs a package file, and runs its maintainer scripts as root,
// only with --install or --unpack. dpkg -x unpacks the files alone and
// runs nothing: into scratch it is green, over the machine's folders it
// stays dpkg-extract-outside's red.
func TestPackageExtractIsNoInstall(t *testing.T) {
	checkHeld(t, []heldCase{
		{"dpkg -x qemu-system_5.2_arm64.deb /tmp/qemu-arm64", false},
		{"dpkg --extract qemu.deb /tmp/q && ls /tmp/q/usr/bin", false},
		{"dpkg -x /tmp/qemu.deb /tmp/q", false},
		{"dpkg -x qemu.deb /opt/qemu-native", true},
		{"dpkg -x qemu.deb /", true},
		{"dpkg -i /tmp/x.deb", true},
		{"dpkg --install ~/Downloads/x.deb", true},
		{"dpkg --unpack /tmp/x.deb", true},
		{"dpkg -R -i /tmp/x.deb", true},
		{"sudo dpkg -i /tmp/x.deb", true},
		{"apt-get install -y /tmp/x.deb", true},
		{"yum -x foo localinstall /tmp/x.rpm", true},
	})
}
