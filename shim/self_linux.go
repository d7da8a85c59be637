package shim

// selfExecutable names gatesh's own executable: the kernel's link, which
// costs nothing until it is read and cannot be moved or replaced.
func selfExecutable() string { return "/proc/self/exe" }
