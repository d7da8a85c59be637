package parser

// gradleScriptInCommand holds a build script that the command line itself
// gives Gradle (gradle --init-script <(curl ...), -I /dev/stdin, -b -):
// an init, build or settings script is Groovy or Kotlin code that Gradle
// runs with the build, and gatesh does not read it. A script on disk is
// the project's code, as a makefile is.
func (p *parser) gradleScriptInCommand(base string, argv []field) {
	opts, _ := scanOptsAll(argv[1:], "bcDgIPpxM", []string{
		"init-script", "build-file", "settings-file", "gradle-user-home", "project-dir", "project-cache-dir",
		"exclude-task", "include-build", "max-workers", "priority", "warning-mode", "console",
		"dependency-verification", "write-verification-metadata", "project-prop", "system-prop",
	})
	for _, o := range opts {
		switch o.name {
		case "-I", "--init-script", "-b", "--build-file", "-c", "--settings-file":
			fd, _ := descriptorPath(o.val.Value)
			if substValue(o.val) || o.val.Value == "-" || fd {
				p.problem("dynamic_eval", base+" "+o.name+" runs a build script given in the command, which gatesh does not read", o.val.Span)
			}
		}
	}
}
