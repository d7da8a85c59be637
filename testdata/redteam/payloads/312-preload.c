/* Built by a green command into the project (gcc is an everyday tool).
 * When a program loads it, its constructor records that it ran, with the
 * process's restriction state, in the scenario's victim folder, which only
 * an unrestricted process can write. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

__attribute__((constructor)) static void rt_ran(void) {
	const char *out = getenv("RT_PRELOAD_OUT");
	if (!out)
		return;
	int fd = open(out, O_WRONLY | O_CREAT | O_APPEND, 0644);
	if (fd < 0)
		return;
	char buf[256];
	char exe[128] = {0};
	readlink("/proc/self/exe", exe, sizeof exe - 1);
	int n = snprintf(buf, sizeof buf, "preload ran in pid %d (%s)\n", getpid(), exe);
	write(fd, buf, n);
	close(fd);
}
