package lit

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"
)

// LLVM14Bin is where Debian installs LLVM 14's tools (FileCheck, llc, ...).
// It is searched after PATH, both for features and by RUN lines.
const LLVM14Bin = "/usr/lib/llvm-14/bin"

// probeTimeout bounds each command run to detect a feature, so a wedged
// compiler cannot stall the start of a run.
const probeTimeout = 20 * time.Second

// toolFeatures are features named after a tool that must be on the search
// path.
func toolFeatures() []string {
	return []string{
		"llc", "opt", "lli", "FileCheck",
		"mlir-opt-16", "mlir-translate-16", "clang-16",
		"gcc", "valgrind",
	}
}

// DetectFeatures returns the built-in features of this host, given the
// PATH to search (LLVM14Bin is searched after it):
//
//   - each tool of toolFeatures found on the search path;
//   - libomp: LLVM's OpenMP runtime, in /usr/lib/llvm-16/lib or where
//     clang-16 -print-file-name=libomp.so says;
//   - libgomp: gcc -print-file-name=libgomp.so names an existing file;
//   - offload: clang-16 with libomptarget.so beside it;
//   - the OS (runtime.GOOS, e.g. linux) and the architecture with LLVM
//     spelling (x86_64, aarch64, ...).
func DetectFeatures(ctx context.Context, pathList string) FeatureSet {
	search := joinPathList(pathList, LLVM14Bin)
	fs := FeatureSet{runtime.GOOS: true, llvmArch(runtime.GOARCH): true}
	for _, tool := range toolFeatures() {
		if lookPathIn(tool, search) != "" {
			fs[tool] = true
		}
	}
	clang := lookPathIn("clang-16", search)
	if fileExists("/usr/lib/llvm-16/lib/libomp.so") || printFileName(ctx, clang, "libomp.so") != "" {
		fs["libomp"] = true
	}
	if gcc := lookPathIn("gcc", search); printFileName(ctx, gcc, "libgomp.so") != "" {
		fs["libgomp"] = true
	}
	if clang != "" && (fileExists("/usr/lib/llvm-16/lib/libomptarget.so") || printFileName(ctx, clang, "libomptarget.so") != "") {
		fs["offload"] = true
	}
	return fs
}

// llvmArch maps GOARCH to the architecture names of LLVM target triples.
func llvmArch(goarch string) string {
	switch goarch {
	case "amd64":
		return "x86_64"
	case "386":
		return "i386"
	case "arm64":
		return "aarch64"
	case "ppc64le":
		return "powerpc64le"
	}
	return goarch
}

// printFileName asks a compiler driver where a runtime library is. Drivers
// echo the bare name back when they do not know, so only an absolute path
// to an existing file counts.
func printFileName(ctx context.Context, driver, lib string) string {
	if driver == "" {
		return ""
	}
	ctx, cancel := context.WithTimeout(ctx, probeTimeout)
	defer cancel()
	out, err := exec.CommandContext(ctx, driver, "-print-file-name="+lib).Output()
	if err != nil {
		return ""
	}
	p := string(bytes.TrimSpace(out))
	if !filepath.IsAbs(p) || !fileExists(p) {
		return ""
	}
	return p
}

// lookPathIn is exec.LookPath over an explicit PATH value, so a Runner can
// search the PATH its tests will see rather than its own.
func lookPathIn(name, pathList string) string {
	for _, dir := range filepath.SplitList(pathList) {
		if dir == "" {
			continue // an empty entry means the cwd; tests never rely on that
		}
		p := filepath.Join(dir, name)
		if info, err := os.Stat(p); err == nil && info.Mode().IsRegular() && info.Mode()&0o111 != 0 {
			return p
		}
	}
	return ""
}

func fileExists(p string) bool {
	info, err := os.Stat(p)
	return err == nil && !info.IsDir()
}

// joinPathList appends dirs to a PATH value, skipping those already on it
// and those that do not exist.
func joinPathList(pathList string, dirs ...string) string {
	have := make(map[string]bool)
	for _, d := range filepath.SplitList(pathList) {
		have[d] = true
	}
	parts := []string{}
	if pathList != "" {
		parts = append(parts, pathList)
	}
	for _, d := range dirs {
		if have[d] {
			continue
		}
		if info, err := os.Stat(d); err != nil || !info.IsDir() {
			continue
		}
		parts = append(parts, d)
	}
	return strings.Join(parts, string(os.PathListSeparator))
}
