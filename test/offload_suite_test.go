package test

// TestOffloadSuite is the differential test of the offload conformance
// suite (test/offload/README.md): every C program of test/offload and
// test/offload/mapping-bugs is built and run by each compiler of
// offloadCompilers, and must give the verdict its header expects for that
// compiler (PASS by default). The peers: clang-16 with LLVM 16's
// libomptarget and its x86_64 host plugin (a device with memory of its own
// in the host process), run with OMP_TARGET_OFFLOAD=mandatory; and gcc 12
// with libgomp, which has no offload target here and runs every target
// region on the host (the host fallback). A peer that is not installed
// skips with the reason.
//
// A test's header may say, one a line:
//
//	EXPECT COMPILER: PASS | FAIL | ERROR [TEXT]
//	SKIP COMPILER: REASON
//
// PASS: exit 0 and the line "PASS NAME"; FAIL: a non-zero exit and the
// line "FAIL NAME: ..."; ERROR: a non-zero exit without a PASS line, with
// TEXT in the output when given. COMPILER is a name of offloadCompilers:
// clang-offload, gcc, strata-explicit and strata-usm (strata-cc
// -fopenmp-targets=strata-gpu, run in strata-run's explicit and unified
// shared memory modes, each on the engine's plain device and on the
// modeled GPUs b70 and h200: one expectation for the three).

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// llvm16Lib holds libomptarget, its plugins and libomp (Debian's
// libomp-16-dev); clang-offload-packager and clang-linker-wrapper, which
// -fopenmp-targets needs, come with clang-tools-16.
const llvm16Lib = "/usr/lib/llvm-16/lib"

// offloadCompiler is one way to build and run the suite's programs.
type offloadCompiler struct {
	name string
	// missing says why the compiler cannot run here ("" when it can).
	missing func() string
	// build compiles src (an absolute path) into exe.
	build func(ctx context.Context, src, exe string) *exec.Cmd
	// run runs what build made on device (one of devices); nil: exe
	// itself.
	run func(ctx context.Context, exe, device string) *exec.Cmd
	// devices, when set, are the devices each program runs on, built
	// once and judged on each ("" the engine's plain device, else a GPU
	// model profile).
	devices []string
	// env is added to the environment of every run.
	env []string
	// probe, when set, is a program that must exit 0 once built: it checks
	// that target regions really run where the compiler says.
	probe string
}

var offloadCompilers = []offloadCompiler{
	{
		name:    "clang-offload",
		missing: clangOffloadMissing,
		build: func(ctx context.Context, src, exe string) *exec.Cmd {
			return exec.CommandContext(ctx, "clang-16", "-O2", "-fopenmp",
				"-fopenmp-version=52", "-fopenmp-targets=x86_64-pc-linux-gnu",
				"-L"+llvm16Lib, "-Wl,-rpath,"+llvm16Lib, src, "-o", exe)
		},
		env: []string{"OMP_TARGET_OFFLOAD=mandatory", "LD_LIBRARY_PATH=" + llvm16Lib},
		// Offloading runs the region on a device (the host plugin), not on
		// the initial device.
		probe: `#include <omp.h>
int main(void) {
  int initial = -1;
#pragma omp target map(from : initial)
  initial = omp_is_initial_device();
  return !(omp_get_num_devices() > 0 && initial == 0);
}
`,
	},
	{
		name:    "gcc",
		missing: func() string { return missingCommand("gcc") },
		build: func(ctx context.Context, src, exe string) *exec.Cmd {
			return exec.CommandContext(ctx, "gcc", "-O2", "-fopenmp", src, "-o", exe)
		},
	},
	// strata: strata-cc compiles target regions for the engine's device
	// (the llvm dialect with libomptarget's calls) and strata-run runs
	// them, with the device's memory separate from the host's or unified.
	strataMode("strata-explicit", "explicit"),
	strataMode("strata-usm", "usm"),
}

// strataMode builds with strata-cc -fopenmp-targets=strata-gpu and runs
// in strata-run with --offload=mode.
func strataMode(name, mode string) offloadCompiler {
	return offloadCompiler{
		name: name,
		missing: func() string {
			if m := missingCommand("strata-cc"); m != "" {
				return m
			}
			return missingCommand("strata-run")
		},
		build: func(ctx context.Context, src, exe string) *exec.Cmd {
			return exec.CommandContext(ctx, "strata-cc", "-fopenmp", "-fopenmp-targets=strata-gpu",
				"-emit-mlir=llvm", src, "-o", exe)
		},
		run: func(ctx context.Context, exe, device string) *exec.Cmd {
			if device == "" {
				return exec.CommandContext(ctx, "strata-run", "--offload="+mode, exe)
			}
			// The model's report goes to a file: the judged output is the
			// program's.
			return exec.CommandContext(ctx, "strata-run", "--offload="+mode, "--device="+device,
				"--report=json", "--report-file="+exe+"."+device+".json", exe)
		},
		// The modeled GPUs change the costs, never the results: every
		// program must behave alike on each.
		devices: []string{"", "b70", "h200"},
	}
}

func missingCommand(name string) string {
	if _, err := exec.LookPath(name); err != nil {
		return name + " is not installed"
	}
	return ""
}

func clangOffloadMissing() string {
	if m := missingCommand("clang-16"); m != "" {
		return m + " (apt-get install clang-16 clang-tools-16 libomp-16-dev)"
	}
	for _, f := range []string{
		filepath.Join(llvm16Lib, "libomptarget.so"),
		filepath.Join(llvm16Lib, "libomptarget.rtl.x86_64.so"),
		"/usr/lib/llvm-16/bin/clang-offload-packager",
		"/usr/lib/llvm-16/bin/clang-linker-wrapper",
	} {
		if _, err := os.Stat(f); err != nil {
			return f + " is missing (apt-get install clang-tools-16 libomp-16-dev)"
		}
	}
	return ""
}

// offloadDirective is one EXPECT or SKIP line of a test's header.
var offloadDirective = regexp.MustCompile(`(?m)^[ \t/*]*(EXPECT|SKIP) ([a-z0-9-]+): *(.*?)[ \t]*$`)

type offloadTest struct {
	name   string // path below test/offload without .c
	path   string
	expect map[string]string // compiler -> PASS, FAIL, ERROR [text]
	skip   map[string]string // compiler -> reason
}

func discoverOffloadTests(t *testing.T) []offloadTest {
	var tests []offloadTest
	for _, dir := range []string{"offload", "offload/mapping-bugs"} {
		files, err := filepath.Glob(filepath.Join(dir, "*.c"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			name := strings.TrimSuffix(strings.TrimPrefix(filepath.ToSlash(f), "offload/"), ".c")
			ot := offloadTest{name: name, path: f, expect: map[string]string{}, skip: map[string]string{}}
			for _, m := range offloadDirective.FindAllStringSubmatch(string(src), -1) {
				if m[1] == "EXPECT" {
					ot.expect[m[2]] = m[3]
				} else {
					ot.skip[m[2]] = m[3]
				}
			}
			tests = append(tests, ot)
		}
	}
	return tests
}

func TestOffloadSuite(t *testing.T) {
	if testing.Short() {
		t.Skip("the offload suite builds every program with each peer; skipped in -short")
	}
	tests := discoverOffloadTests(t)
	main := 0
	for _, ot := range tests {
		if !strings.Contains(ot.name, "/") {
			main++
		}
	}
	if main < 64 {
		t.Errorf("test/offload has %d tests, the suite needs at least 64", main)
	}
	for _, oc := range offloadCompilers {
		oc := oc
		t.Run(oc.name, func(t *testing.T) {
			if m := oc.missing(); m != "" {
				t.Skip(m)
			}
			dir := t.TempDir()
			if oc.probe != "" {
				probe := filepath.Join(dir, "probe.c")
				if err := os.WriteFile(probe, []byte(oc.probe), 0o644); err != nil {
					t.Fatal(err)
				}
				if out, err := offloadBuildRun(t, oc, probe, filepath.Join(dir, "probe")); err != nil {
					t.Fatalf("%s does not offload: %v\n%s", oc.name, err, out)
				}
			}
			for _, ot := range tests {
				ot := ot
				t.Run(ot.name, func(t *testing.T) {
					t.Parallel()
					if reason, ok := ot.skip[oc.name]; ok {
						t.Skip(reason)
					}
					want := ot.expect[oc.name]
					if want == "" {
						want = "PASS"
					}
					exe := filepath.Join(dir, strings.ReplaceAll(ot.name, "/", "_"))
					devices := oc.devices
					if devices == nil {
						devices = []string{""}
					}
					if out, err := offloadBuild(t, oc, ot.path, exe); err != nil {
						if err := judgeOffload(filepath.Base(ot.name), want, out, err); err != nil {
							t.Errorf("%s: %v\n%s", ot.path, err, indent(string(out)))
						}
						return
					}
					for _, d := range devices {
						out, runErr := offloadRun(t, oc, exe, d)
						if err := judgeOffload(filepath.Base(ot.name), want, out, runErr); err != nil {
							on := ""
							if d != "" {
								on = " on --device=" + d
							}
							t.Errorf("%s%s: %v\n%s", ot.path, on, err, indent(string(out)))
						}
					}
				})
			}
		})
	}
}

// errBuild marks a failed compilation: no expectation accepts it.
var errBuild = errors.New("build failed")

// offloadBuildRun builds src with oc into exe and runs it (on oc's
// first device); it returns the output (stdout then stderr) and the
// run's error (nil for exit 0).
func offloadBuildRun(t *testing.T, oc offloadCompiler, src, exe string) ([]byte, error) {
	if out, err := offloadBuild(t, oc, src, exe); err != nil {
		return out, err
	}
	return offloadRun(t, oc, exe, "")
}

// offloadBuild builds src with oc into exe; a failure wraps errBuild.
func offloadBuild(t *testing.T, oc offloadCompiler, src, exe string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(t.Context(), 2*time.Minute)
	defer cancel()
	abs, err := filepath.Abs(src)
	if err != nil {
		return nil, err
	}
	build := oc.build(ctx, abs, exe)
	if out, err := build.CombinedOutput(); err != nil {
		return out, fmt.Errorf("%w: %v", errBuild, err)
	}
	return nil, nil
}

// offloadRun runs what offloadBuild made, on device; it returns the
// output (stdout then stderr) and the run's error (nil for exit 0).
func offloadRun(t *testing.T, oc offloadCompiler, exe, device string) ([]byte, error) {
	rctx, rcancel := context.WithTimeout(t.Context(), 30*time.Second)
	defer rcancel()
	run := exec.CommandContext(rctx, exe)
	if oc.run != nil {
		run = oc.run(rctx, exe, device)
	}
	run.Env = append(os.Environ(), oc.env...)
	var stdout, stderr bytes.Buffer
	run.Stdout, run.Stderr = &stdout, &stderr
	err := run.Run()
	return append(stdout.Bytes(), stderr.Bytes()...), err
}

// judgeOffload checks one run against the expectation want.
func judgeOffload(name, want string, out []byte, runErr error) error {
	if errors.Is(runErr, errBuild) {
		return runErr
	}
	passed := regexp.MustCompile(`(?m)^PASS ` + regexp.QuoteMeta(name) + `\b`).Match(out)
	failed := regexp.MustCompile(`(?m)^FAIL ` + regexp.QuoteMeta(name) + `:`).Match(out)
	kind, text, _ := strings.Cut(want, " ")
	switch kind {
	case "PASS":
		if runErr != nil || !passed || failed {
			return fmt.Errorf("want PASS with exit 0; got exit %v, PASS line %v", runErr, passed)
		}
	case "FAIL":
		if runErr == nil || !failed {
			return fmt.Errorf("want FAIL with a non-zero exit; got exit %v, FAIL line %v", runErr, failed)
		}
	case "ERROR":
		if runErr == nil || passed {
			return fmt.Errorf("want a runtime error; got exit %v, PASS line %v", runErr, passed)
		}
		if text != "" && !bytes.Contains(out, []byte(text)) {
			return fmt.Errorf("want an error saying %q", text)
		}
	default:
		return fmt.Errorf("bad expectation %q", want)
	}
	return nil
}
