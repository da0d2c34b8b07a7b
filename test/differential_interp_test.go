package test

// TestDifferentialInterp is the differential test of the execution engine
// (docs/interp.md) and of the passes: every executed test program of the
// tree without OpenMP runs in the engine and natively, and must give the
// same stdout, stderr and exit status; then every transformation pass of
// strata-opt that applies to it is checked by running the program in the
// engine before and after the pass.
//
// The programs: the cir programs of test/native (and of test/native/unroll
// and test/native/inline that have their own C twin), each with its C
// twin through the front end; and the C programs of test/cc/lang that the
// lit tests build with %cc-ref (gcc) and strata-cc, through the front end.
// Natively: gcc -O2 builds each C program (the reference of the lit
// tests), and each cir program is built as the lit tests build it
// (convert-to-llvm, strata-translate, llc, gcc), at llc -O0 to keep the
// test short; the cir programs of the unroll tests are built again after
// --cir-unroll. A missing tool skips the native half.

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/frontend"
	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
	passesall "github.com/strata-ir/strata/passes/all"
)

// diffPipelines are the pass pipelines checked on every program, in
// strata-opt's --pass-pipeline syntax without the builtin.module(...)
// wrapper: each transformation pass of strata-opt that applies to cir and
// the llvm dialect alone, then in the combinations the build path uses.
var diffPipelines = []string{
	"canonicalize",
	"cse",
	"dce",
	// inline's default 4 iterations grow mutual recursion (test/native's
	// mutual.mlir) exponentially, as MLIR 16's inliner does: one
	// iteration keeps the test short.
	"inline{max-iterations=1}",
	"loop-invariant-code-motion",
	"symbol-dce",
	"cir-unroll{factor=2}",
	"cir-unroll{factor=3}",
	"cir-unroll{factor=4}",
	"convert-cir-to-llvm,reconcile-unrealized-casts",
	"convert-to-llvm",
	"canonicalize,cse,inline{max-iterations=1},canonicalize,symbol-dce",
	"cir-unroll{factor=2},canonicalize,cse,convert-to-llvm",
	"convert-to-llvm,canonicalize,cse,loop-invariant-code-motion,symbol-dce",
	"inline{max-iterations=1},convert-to-llvm,inline{max-iterations=1},canonicalize,dce",
}

// knownGaps are the programs the engine does not run as natively yet,
// with the reason: their difference is logged, not failed.
var knownGaps = map[string]string{
	"cc/lang/varargs":     "C varargs in user functions (cir.va.*) are not executable yet",
	"cc/lang/float_types": "long double is computed as double (docs/interp.md)",
}

// passGaps are the programs on which some passes fail, with the reason:
// the failure is logged, not failed (the bug is the pass's).
var passGaps = map[string]string{}

// diffProgram is one executed test program.
type diffProgram struct {
	name   string
	cir    string // the cir program ("" for a C program alone)
	c      string // its C twin, or the C program
	unroll bool   // the lit tests run it natively after --cir-unroll
}

// behavior is what a run did.
type behavior struct {
	stdout, stderr string
	code           int
}

func (b behavior) String() string {
	return fmt.Sprintf("exit status %d, stdout %q, stderr %q", b.code, clip(b.stdout), clip(b.stderr))
}

func clip(s string) string {
	if len(s) > 400 {
		return s[:400] + "..."
	}
	return s
}

func diffPrograms(t *testing.T) []diffProgram {
	var progs []diffProgram
	unroll := map[string]bool{}
	us, _ := filepath.Glob("native/unroll/*.mlir")
	for _, u := range us {
		unroll[strings.TrimSuffix(filepath.Base(u), ".mlir")] = true
	}
	for _, dir := range []string{"native", "native/unroll", "native/inline"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.mlir"))
		for _, f := range files {
			c := strings.TrimSuffix(f, ".mlir") + ".c"
			if _, err := os.Stat(c); err != nil {
				continue // runs ../NAME.mlir, already listed
			}
			name := strings.TrimSuffix(f, ".mlir")
			progs = append(progs, diffProgram{name: name, cir: f, c: c, unroll: unroll[filepath.Base(name)] && dir != "native/inline"})
		}
	}
	cs, _ := filepath.Glob("cc/lang/*.c")
	for _, c := range cs {
		text, err := os.ReadFile(c)
		if err != nil {
			t.Fatal(err)
		}
		s := string(text)
		// Only the programs the lit tests build alone with gcc and
		// strata-cc; none of them uses OpenMP.
		if !strings.Contains(s, "%cc-ref && %cc-gomp") || strings.Contains(s, "#pragma omp") || strings.Contains(s, "omp.h") {
			continue
		}
		progs = append(progs, diffProgram{name: strings.TrimSuffix(c, ".c"), c: c})
	}
	if len(progs) < 40 {
		t.Fatalf("found only %d programs", len(progs))
	}
	return progs
}

// runNative runs a binary.
func runNative(t *testing.T, bin string) behavior {
	var o, e bytes.Buffer
	cmd := exec.Command(bin)
	cmd.Stdout, cmd.Stderr = &o, &e
	err := cmd.Run()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return behavior{o.String(), e.String(), code}
}

// shell runs a shell command line for a native build.
func shell(t *testing.T, line string) {
	t.Helper()
	if out, err := exec.Command("sh", "-c", line).CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", line, err, out)
	}
}

// runEngine runs module m's main in the engine, argv[0] being "prog".
func runEngine(m *ir.Operation) (behavior, error) {
	var o, e bytes.Buffer
	eng, err := interp.New(m, interp.Options{Stdout: &o, Stderr: &e, Getenv: func(string) (string, bool) { return "", false }})
	if err != nil {
		return behavior{}, fmt.Errorf("load: %v", err)
	}
	code, err := eng.RunMain([]string{"prog"})
	var rt *interp.RuntimeError
	switch {
	case errors.As(err, &rt):
		return behavior{o.String(), e.String(), 1}, fmt.Errorf("%s", rt.Format())
	case err != nil:
		return behavior{}, err
	}
	return behavior{o.String(), e.String(), code}, nil
}

func TestDifferentialInterp(t *testing.T) {
	if buildErr != nil {
		t.Fatalf("building the tools: %v", buildErr)
	}
	_, gccErr := exec.LookPath("gcc")
	var llc string
	for _, n := range []string{"llc-14", "llc", "/usr/lib/llvm-14/bin/llc"} {
		if p, err := exec.LookPath(n); err == nil {
			llc = p
			break
		}
	}
	progs := diffPrograms(t)
	type tally struct{ native, pipelines, sources, unsupported int }
	counts := make([]tally, len(progs))
	for i, p := range progs {
		t.Run(p.name, func(t *testing.T) {
			t.Parallel()
			tmp := t.TempDir()
			// The reference: gcc's build of the C program, as the lit
			// tests build it.
			var want *behavior
			if gccErr == nil {
				bin := filepath.Join(tmp, "gcc")
				shell(t, fmt.Sprintf("gcc -std=gnu11 -O2 -w %s -lm -o %s", p.c, bin))
				b := runNative(t, bin)
				want = &b
			}
			// The cir program built natively, and after --cir-unroll.
			if p.cir != "" && want != nil && llc != "" {
				builds := []string{""}
				if p.unroll {
					builds = append(builds, "--cir-unroll=factor=2")
				}
				for j, flags := range builds {
					bin := filepath.Join(tmp, fmt.Sprintf("cir%d", j))
					shell(t, fmt.Sprintf("strata-opt %s --convert-to-llvm %s | strata-translate --mlir-to-llvmir | %s -O0 -relocation-model=pic -filetype=obj -o %s.o && gcc %s.o -o %s -lm", flags, p.cir, llc, bin, bin, bin))
					if got := runNative(t, bin); got != *want {
						t.Errorf("native build of %s (strata-opt %s): %v, gcc's build: %v", p.cir, flags, got, *want)
					}
					counts[i].native++
				}
			}
			ctx := all.NewExecContext()
			type source struct {
				what string
				load func() (*ir.Operation, error)
			}
			var srcs []source
			if p.cir != "" {
				srcs = append(srcs, source{"cir " + p.cir, func() (*ir.Operation, error) {
					text, err := os.ReadFile(p.cir)
					if err != nil {
						return nil, err
					}
					m, err := builtin.ParseModule(ctx, p.cir, text)
					if err != nil {
						return nil, err
					}
					return m, ir.Verify(m)
				}})
			}
			srcs = append(srcs, source{"C " + p.c + " through the front end", func() (*ir.Operation, error) {
				m, diags, err := frontend.Translate(ctx, p.c, nil, frontend.Options{})
				if err == nil && diags.HasErrors() {
					err = errors.New(diags.Format(nil))
				}
				return m, err
			}})
			for _, src := range srcs {
				m, err := src.load()
				var fe frontend.Diagnostics
				if errors.As(err, &fe) || err != nil && strings.HasPrefix(src.what, "C ") {
					// The front end does not take every program of
					// test/native yet (a union's constant initializer).
					t.Logf("%s: the front end does not take it: %v", src.what, err)
					continue
				}
				if err != nil {
					t.Errorf("%s: %v", src.what, err)
					continue
				}
				base, err := runEngine(m.Clone(nil))
				gap, isGap := knownGaps[p.name]
				if err == nil && want != nil && base != *want {
					err = fmt.Errorf("%v\nnatively: %v", base, *want)
				}
				if err != nil && isGap {
					t.Logf("%s: not compared (%s): %v", src.what, gap, err)
					counts[i].unsupported++
					continue
				}
				if err != nil {
					t.Errorf("%s in the engine: %v", src.what, err)
					continue
				}
				counts[i].sources++
				for _, pl := range diffPipelines {
					mod := m.Clone(nil)
					pm := passes.NewPassManager(ctx, builtin.ModuleOpName, passes.Config{Registry: passesall.NewRegistry(), VerifyEach: true})
					text := "builtin.module(" + pl + ")"
					if err := pm.AddPipeline(text, "<pipeline>"); err != nil {
						t.Fatalf("%s: %v", text, err)
					}
					if _, err := pm.Run(mod); err != nil {
						if gap, ok := passGaps[p.name]; ok {
							t.Logf("%s: %s failed (%s): %v", src.what, pl, gap, err)
							continue
						}
						t.Errorf("%s: %s failed: %v", src.what, pl, err)
						continue
					}
					got, err := runEngine(mod)
					if err != nil {
						t.Errorf("%s after %s in the engine: %v", src.what, pl, err)
						continue
					}
					if got != base {
						t.Errorf("%s after %s: %v\nbefore: %v", src.what, pl, got, base)
						continue
					}
					counts[i].pipelines++
				}
			}
		})
	}
	t.Cleanup(func() {
		var tot tally
		var names []string
		for i, c := range counts {
			tot.native += c.native
			tot.pipelines += c.pipelines
			tot.sources += c.sources
			tot.unsupported += c.unsupported
			if c.sources > 0 {
				names = append(names, progs[i].name)
			}
		}
		sort.Strings(names)
		t.Logf("differential: %d programs (%d cir and C sources run in the engine, equal to native), %d native builds of cir programs compared with gcc's, %d program x pipeline runs equal before and after (%d pipelines); %d sources not compared (known gaps of the engine)",
			len(progs), tot.sources, tot.native, tot.pipelines, len(diffPipelines), tot.unsupported)
	})
}
