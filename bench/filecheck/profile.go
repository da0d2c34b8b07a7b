package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
)

// The profiling copy of tools/filecheck is built with go build -overlay,
// which leaves tools/ untouched: its main is renamed, os.Exit calls go
// through a function that stops the CPU profile first, and an added file
// holds a main that starts it.
const profileMain = `package main

import (
	"os"
	"runtime/pprof"
)

var benchProfileFile *os.File

func main() {
	if path := os.Getenv("STRATA_BENCH_CPUPROFILE"); path != "" {
		if f, err := os.Create(path); err == nil && pprof.StartCPUProfile(f) == nil {
			benchProfileFile = f
		}
	}
	benchProfiledMain()
	benchProfileExit(0)
}

func benchProfileExit(code int) {
	if benchProfileFile != nil {
		pprof.StopCPUProfile()
		benchProfileFile.Close()
	}
	os.Exit(code)
}
`

// buildProfiled builds the profiling copy of ./tools/filecheck of the
// module in root into work.
func buildProfiled(ctx context.Context, root, work string) (string, error) {
	src := filepath.Join(root, "tools", "filecheck")
	ovDir := filepath.Join(work, "overlay")
	if err := os.MkdirAll(ovDir, 0o755); err != nil {
		return "", err
	}
	replace, err := profileOverlay(src, ovDir)
	if err != nil {
		return "", err
	}
	ov, err := json.Marshal(map[string]map[string]string{"Replace": replace})
	if err != nil {
		return "", err
	}
	ovFile := filepath.Join(work, "overlay.json")
	if err := os.WriteFile(ovFile, ov, 0o644); err != nil {
		return "", err
	}
	bin := filepath.Join(work, "filecheck-profiled")
	cmd := exec.CommandContext(ctx, "go", "build", "-overlay", ovFile, "-o", bin, "./tools/filecheck")
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("building the profiling copy of tools/filecheck: %w\n%s", err, out)
	}
	return bin, nil
}

// profileOverlay writes rewritten copies of the package main files in src
// to dir and returns the overlay's replacements.
func profileOverlay(src, dir string) (map[string]string, error) {
	files, err := filepath.Glob(filepath.Join(src, "*.go"))
	if err != nil {
		return nil, err
	}
	replace := make(map[string]string)
	foundMain := false
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
		if err != nil {
			return nil, err
		}
		if f.Name.Name != "main" {
			continue
		}
		changed := false
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && fd.Name.Name == "main" {
				fd.Name.Name = "benchProfiledMain"
				changed, foundMain = true, true
			}
		}
		osName := ""
		for _, im := range f.Imports {
			if p, _ := strconv.Unquote(im.Path.Value); p == "os" {
				osName = "os"
				if im.Name != nil {
					osName = im.Name.Name
				}
			}
		}
		if osName != "" && osName != "_" && osName != "." {
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Exit" {
					if x, ok := sel.X.(*ast.Ident); ok && x.Name == osName {
						call.Fun = ast.NewIdent("benchProfileExit")
						changed = true
					}
				}
				return true
			})
		}
		if !changed {
			continue
		}
		var buf bytes.Buffer
		if err := format.Node(&buf, fset, f); err != nil {
			return nil, err
		}
		if osName != "" {
			// The rewrite may have removed the file's only use of os.
			fmt.Fprintf(&buf, "\nvar _ = %s.Exit\n", osName)
		}
		dst := filepath.Join(dir, filepath.Base(path))
		if err := os.WriteFile(dst, buf.Bytes(), 0o644); err != nil {
			return nil, err
		}
		replace[path] = dst
	}
	if !foundMain {
		return nil, fmt.Errorf("no func main in %s", src)
	}
	added := filepath.Join(dir, "zz_benchprofile.go")
	if err := os.WriteFile(added, []byte(profileMain), 0o644); err != nil {
		return nil, err
	}
	replace[filepath.Join(src, "zz_benchprofile.go")] = added
	return replace, nil
}

// profile runs the profiling copy once on each variant, writing
// cpu-VARIANT.pprof and the pprof top listing cpu-VARIANT.txt to out.
func profile(ctx context.Context, o options, bin, work string, vs []variant) ([]profileResult, error) {
	if err := os.MkdirAll(o.out, 0o755); err != nil {
		return nil, err
	}
	var prs []profileResult
	for _, v := range vs {
		slug := slugify(v.name)
		prof, err := filepath.Abs(filepath.Join(o.out, "cpu-"+slug+".pprof"))
		if err != nil {
			return nil, err
		}
		rctx, cancel := context.WithTimeout(ctx, o.timeout)
		cmd := exec.CommandContext(rctx, bin, v.args()...)
		cmd.Dir = work
		cmd.Env = append(childEnv(), "STRATA_BENCH_CPUPROFILE="+prof)
		err = cmd.Run()
		cancel()
		var ee *exec.ExitError
		if err != nil && !errors.As(err, &ee) {
			return nil, fmt.Errorf("profiling %s: %w", v.name, err)
		}
		top, err := exec.CommandContext(ctx, "go", "tool", "pprof", "-top", "-nodecount=30", bin, prof).Output()
		if err != nil {
			return nil, fmt.Errorf("go tool pprof on %s: %w", prof, err)
		}
		txt := filepath.Join(o.out, "cpu-"+slug+".txt")
		if err := os.WriteFile(txt, top, 0o644); err != nil {
			return nil, err
		}
		prs = append(prs, profileResult{variant: v.name, pprof: prof, top: string(top)})
	}
	return prs, nil
}

type profileResult struct {
	variant string
	pprof   string // path of the profile
	top     string // go tool pprof -top
}

func slugify(s string) string {
	var b strings.Builder
	dash := false
	for _, c := range strings.ToLower(s) {
		if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' {
			b.WriteRune(c)
			dash = false
		} else if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}
