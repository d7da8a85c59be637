/* Built by a green command into the project. Its constructor connects to
 * the test host (10.233.1.2:80, in a network namespace made for the test)
 * and says which program loaded it. Loaded into nsenter, it runs before
 * nsenter has joined the allowlist's network namespace. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

__attribute__((constructor)) static void rt_net(void) {
	char exe[128] = {0};
	readlink("/proc/self/exe", exe, sizeof exe - 1);
	int s = socket(AF_INET, SOCK_STREAM, 0);
	if (s < 0)
		return;
	struct sockaddr_in a;
	memset(&a, 0, sizeof a);
	a.sin_family = AF_INET;
	a.sin_port = htons(80);
	inet_pton(AF_INET, "10.233.1.2", &a.sin_addr);
	struct timeval tv = {2, 0};
	setsockopt(s, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
	if (connect(s, (struct sockaddr *)&a, sizeof a) == 0) {
		char buf[300];
		int n = snprintf(buf, sizeof buf, "GET /preload-from-%s HTTP/1.0\r\nHost: x\r\n\r\n", exe);
		for (int i = 0; i < n; i++)
			if (buf[i] == '/' && i > 20 && i < n - 30)
				buf[i] = '_';
		write(s, buf, n);
	}
	close(s);
}
