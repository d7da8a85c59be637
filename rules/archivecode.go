package rules

import (
	"regexp"

	"gatesh/internal/lazy"
	"gatesh/parser"
)

// Inline code that extracts an archive (round 4c's I3): Python's
// shutil.unpack_archive and tarfile or zipfile extractall/extract, Perl's
// Archive::Tar, Archive::Extract and Archive::Zip, Ruby's
// Gem::Package, Zip::File and Minitar, Node's tar, adm-zip, unzipper,
// extract-zip and decompress. It brings the archive's names as tar -x
// does: listed where gatesh may look and the archive is a literal,
// unlisted otherwise, landing in the folder a literal names or the one
// it runs in.

// codeExtract is what inline code extracts: the archives its literals
// name and the folder, when a literal says.
type codeExtract struct {
	files []string
	dest  string
}

var (
	extractCall = &lazy.Value[map[string]*regexp.Regexp]{New: func() map[string]*regexp.Regexp {
		return map[string]*regexp.Regexp{
			"python": regexp.MustCompile(`\bunpack_archive\s*\(|\.extractall\s*\(|\.extract\s*\(`),
			"perl":   regexp.MustCompile(`Archive::(?:Tar|Extract|Zip)|extract_archive|extractTree|extractMember`),
			"ruby":   regexp.MustCompile(`Gem::Package|Zip::File|Minitar|TarReader|\.extract\b`),
			"node":   regexp.MustCompile(`require\(\s*['"](?:tar|adm-zip|unzipper|extract-zip|decompress|tar-fs|yauzl-promise|node-stream-zip)['"]\s*\)|\bextractAllTo\b|\btar\.(?:x|extract)\s*\(`),
		}
	}}
	pythonArchiveModule = &lazy.Regexp{Src: `\b(?:shutil|tarfile|zipfile)\b`}
	// The archive a literal names: the first argument of
	// unpack_archive, tarfile.open, ZipFile, extract_archive, the
	// archive => or file: of a constructor.
	extractFile = &lazy.Regexp{Src: `(?:unpack_archive|tarfile\.open|ZipFile|TarFile|extract_archive|read|open|AdmZip|adm-zip'\)\)|adm-zip"\)\))\s*\(\s*(?:name\s*=\s*)?['"]([^'"]+)['"]|(?:archive\s*=>|file\s*:)\s*['"]([^'"]+)['"]`}
	// The folder a literal names: unpack_archive's second argument,
	// extractall's first or path=, extractAllTo's, cwd: or to =>.
	extractDest = &lazy.Regexp{Src: `unpack_archive\s*\(\s*['"][^'"]*['"]\s*,\s*(?:extract_dir\s*=\s*)?['"]([^'"]+)['"]|extractall\s*\(\s*(?:path\s*=\s*)?['"]([^'"]+)['"]|extractAllTo\s*\(\s*['"]([^'"]+)['"]|(?:cwd\s*:|to\s*=>)\s*['"]([^'"]+)['"]`}
)

// codeExtracts reads the command's inline code for an extraction; nil
// when there is none.
func codeExtracts(c *parser.Command) *codeExtract {
	for _, p := range c.Payloads {
		re, ok := extractCall.Get()[p.Lang]
		if !ok || !re.MatchString(p.Text) {
			continue
		}
		if p.Lang == "python" && !pythonArchiveModule.Get().MatchString(p.Text) {
			continue
		}
		x := &codeExtract{}
		for _, m := range extractFile.Get().FindAllStringSubmatch(p.Text, -1) {
			for _, g := range m[1:] {
				if g != "" {
					x.files = append(x.files, g)
				}
			}
		}
		if m := extractDest.Get().FindStringSubmatch(p.Text); m != nil {
			for _, g := range m[1:] {
				if g != "" {
					x.dest = g
					break
				}
			}
		}
		return x
	}
	return nil
}
