package rules_test

import (
	"testing"

	"gatesh/rules"
)

// TestCls13Everyday checks, class by class, the everyday commands of
// ecosystems the corpus covers thinly that the thirteenth round found
// held (written from the tools' documentation, not taken from a set),
// each beside the dangerous spellings that must stay held.
func TestCls13Everyday(t *testing.T) {
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/Users/dev", Cwd: "/Users/dev/code/app"})
	if err != nil {
		t.Fatal(err)
	}
	checkClasses(t, set, []classCase{
		// Build and download caches in the home folder of Xcode, the
		// simulators, Gradle's wrapper, Android and webdriver-manager.
		{"home caches", `rm -rf ~/Library/Developer/Xcode/DerivedData/App-*`, false},
		{"home caches", `rm -rf ~/Library/Developer/Xcode/DerivedData`, false},
		{"home caches", `rm -rf ~/Library/Developer/CoreSimulator/Caches/dyld`, false},
		{"home caches", `rm -rf ~/.gradle/wrapper/dists/gradle-8.5-bin && ./gradlew build`, false},
		{"home caches", `rm -rf ~/.android/build-cache`, false},
		{"home caches", `rm -rf ~/.wdm/drivers/chromedriver`, false},
		{"home caches", `rm -rf ~/Library/Developer/Xcode`, true},
		{"home caches", `rm -rf ~/Library/Developer`, true},
		{"home caches", `rm -rf ~/Library/Developer/Xcode/DerivedData/../Archives`, true},
		{"home caches", `rm -rf ~/.gradle`, true},
		{"home caches", `rm -rf ~/.android`, true},
		{"home caches", `rm -f ~/.android/debug.keystore`, true},
		{"home caches", `rm -rf ~/.wdm`, true},
		{"home caches", `rm -rf ~/.wdm/drivers/../../.ssh`, true},
		// An option whose object is the command's own output removes
		// what the command writes again.
		{"own output option", `dart run build_runner build --delete-conflicting-outputs`, false},
		{"own output option", `flutter pub run build_runner watch --delete-conflicting-outputs`, false},
		{"own output option", `acmectl sync --delete-remote`, true},
		{"own output option", `acmectl upload --delete-all`, true},
		{"own output option", `acmectl db --drop-database`, true},
		{"own output option", `acmectl prune --purge-output-and-data`, true},
		// find -delete that starts only in a build's output folder or a
		// cache deletes what the next build writes again.
		{"find in output", `find build -mindepth 1 -delete`, false},
		{"find in output", `find app/build/intermediates -name '*.dex' -delete`, false},
		{"find in output", `find .dart_tool target -type f -delete`, false},
		{"find in output", `find -delete`, true},
		{"find in output", `find -name '*.go' -delete`, true},
		{"find in output", `find build src -delete`, true},
		{"find in output", `find build/../src -delete`, true},
		{"find in output", `find build ~/code -delete`, true},
		{"find in output", `find ~/build -delete`, true},
		{"find in output", `find /build -delete`, true},
		{"find in output", `find ../build -delete`, true},
		{"find in output", `find "$OUT" -delete`, true},
		{"find in output", `cd $X && find build -delete`, true},
	})
}
