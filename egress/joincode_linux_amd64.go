package egress

// joinEntry is the namespace helper's code (joincode_amd64.s). Go never
// calls it: it is copied into the helper's file.
func joinEntry()

// joinEntryAddr is where joinEntry's code starts.
func joinEntryAddr() *[joinMaxCode]byte

// joinMachine is the ELF machine of the helper's code.
const joinMachine = 62 // EM_X86_64
