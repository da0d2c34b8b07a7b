package main

import (
	"context"
	"errors"
	"fmt"
	"github.com/strata-ir/strata/bench/internal/benchkit"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// oursTool is the binary benchmarked as ours.
type oursTool struct {
	path string
	kind string // strata-opt, miniopt or binary
	desc string // for the report
	note string // why auto fell back to miniopt, if it did
}

// builder builds the module's tools into the work directory.
type builder struct {
	ctx      context.Context
	work     string
	progress io.Writer
	root     string            // module root, found on first use
	built    map[string]string // binary by name
}

// ours resolves --ours.
func (b *builder) ours(sel, peer string) (oursTool, error) {
	switch sel {
	case "strata-opt", "miniopt":
		t, err := b.oursBuilt(sel)
		if err != nil {
			return oursTool{}, err
		}
		if err := b.smoke(t.path); err != nil {
			return oursTool{}, fmt.Errorf("%s: %w", sel, err)
		}
		return t, nil
	case "auto":
		t, err := b.oursBuilt("strata-opt")
		if err == nil {
			if err = b.smoke(t.path); err == nil {
				return t, nil
			}
		}
		note := fmt.Sprintf("tools/strata-opt is not usable (%v), so ours is bench/irparse/miniopt", firstLine(err))
		fmt.Fprintf(b.progress, "%s\n", note)
		t, err = b.oursBuilt("miniopt")
		if err != nil {
			return oursTool{}, err
		}
		if err := b.smoke(t.path); err != nil {
			return oursTool{}, fmt.Errorf("miniopt: %w", err)
		}
		t.note = note
		return t, nil
	}
	path, err := benchkit.AbsLookPath(sel)
	if err != nil {
		return oursTool{}, fmt.Errorf("--ours: %w", err)
	}
	if err := b.smoke(path); err != nil {
		return oursTool{}, fmt.Errorf("--ours %s: %w", sel, err)
	}
	desc := "`" + path + "` (--ours)"
	if path == peer {
		desc += ", the peer itself"
	}
	return oursTool{path: path, kind: "binary", desc: desc}, nil
}

func (b *builder) oursBuilt(name string) (oursTool, error) {
	pkg := "./tools/strata-opt"
	if name == "miniopt" {
		pkg = "./bench/irparse/miniopt"
	}
	fmt.Fprintf(b.progress, "building %s ...\n", pkg)
	bin, err := b.build(name, pkg)
	if err != nil {
		return oursTool{}, err
	}
	desc := "`" + pkg + "`, built by `go build` from " + b.root
	if rev := benchkit.GitRevision(b.ctx, b.root); rev != "" {
		desc += " at git " + rev
	}
	if name == "miniopt" {
		desc += " (the benchmark's own driver: builtin.ParseModule, ir.Verify, ir.Print to a 1 MiB bufio.Writer)"
	}
	return oursTool{path: bin, kind: name, desc: desc}, nil
}

// build builds the package pkg of the module into the work directory.
func (b *builder) build(name, pkg string) (string, error) {
	if bin, ok := b.built[name]; ok {
		return bin, nil
	}
	root, err := b.moduleRoot()
	if err != nil {
		return "", err
	}
	if _, err := os.Stat(filepath.Join(root, filepath.FromSlash(pkg))); err != nil {
		return "", fmt.Errorf("no %s in %s", pkg, root)
	}
	bin := filepath.Join(b.work, name)
	if err := benchkit.GoBuild(b.ctx, root, bin, pkg); err != nil {
		return "", err
	}
	if b.built == nil {
		b.built = map[string]string{}
	}
	b.built[name] = bin
	return bin, nil
}

// moduleRoot is the directory of the enclosing module's go.mod.
func (b *builder) moduleRoot() (string, error) {
	if b.root != "" {
		return b.root, nil
	}
	root, err := benchkit.ModuleRoot(b.ctx)
	b.root = root
	return root, err
}

// smoke checks that bin parses, verifies and prints a small workload in
// the generic form.
func (b *builder) smoke(bin string) error {
	dir := filepath.Join(b.work, "smoke")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	in := filepath.Join(dir, "in.mlir")
	if _, err := writeWorkload(in, genConfig{Ops: 2000, Seed: 1}); err != nil {
		return err
	}
	out := filepath.Join(dir, "out.mlir")
	v := variant{flags: []string{"--mlir-print-op-generic"}}
	_, oc, err := runTool(b.ctx, dir, tool{"smoke", bin}, v.args(in, out), out, time.Minute)
	if err != nil {
		return err
	}
	if oc.exit != 0 {
		return fmt.Errorf("it fails on a 2,000-op workload with exit %d: %s", oc.exit, strings.TrimSpace(oc.stderrHead))
	}
	if oc.outBytes == 0 {
		return errors.New("it prints nothing for a 2,000-op workload")
	}
	return nil
}

func firstLine(err error) string {
	if err == nil {
		return ""
	}
	s, _, _ := strings.Cut(err.Error(), "\n")
	return s
}
