package lit

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
)

// Test is one test file and the configuration that governs it.
type Test struct {
	Path    string // absolute
	RelPath string // slash-separated, relative to the suite root
	Config  *Config
}

// Suite returns the suite the test belongs to.
func (t *Test) Suite() *Suite { return t.Config.Suite }

// FullName is lit's "<suite> :: <path>" name, used in verdict lines and
// matched by --filter.
func (t *Test) FullName() string { return t.Config.Suite.Name + " :: " + t.RelPath }

// Loader finds the config of each directory by walking up to the nearest
// lit.cfg, caching what it reads. It is not safe for concurrent use.
type Loader struct {
	configs map[string]loaded
}

type loaded struct {
	cfg *Config // nil: no lit.cfg here or above
	err error
}

// NewLoader returns an empty Loader.
func NewLoader() *Loader { return &Loader{configs: make(map[string]loaded)} }

// ConfigFor returns the effective config of the absolute directory dir, or
// nil if neither dir nor any ancestor has a lit.cfg.
func (l *Loader) ConfigFor(dir string) (*Config, error) {
	if c, ok := l.configs[dir]; ok {
		return c.cfg, c.err
	}
	cfg, err := l.load(dir)
	l.configs[dir] = loaded{cfg, err}
	return cfg, err
}

func (l *Loader) load(dir string) (*Config, error) {
	parentDir := filepath.Dir(dir)
	file := filepath.Join(dir, ConfigFileName)
	data, err := os.ReadFile(file)
	if errors.Is(err, fs.ErrNotExist) {
		if parentDir == dir {
			return nil, nil
		}
		return l.ConfigFor(parentDir)
	}
	if err != nil {
		return nil, &Error{File: file, Msg: err.Error()}
	}
	cf, err := ParseConfig(file, data)
	if err != nil {
		return nil, err
	}
	var parent *Config
	if !cf.Root && parentDir != dir {
		if parent, err = l.ConfigFor(parentDir); err != nil {
			return nil, err
		}
	}
	return cf.Apply(dir, parent)
}

// Discover finds the tests named by paths. A file is a test whatever its
// name; a directory is searched recursively for files whose suffix its
// config lists, skipping hidden names, Inputs and Output directories and
// the config's excludes. A directory with no lit.cfg at or above it uses
// DefaultConfig, rooted at the directory given (or the file's directory).
//
// Tests come back sorted by full name, each once even if several paths
// name it.
func Discover(paths []string) ([]*Test, error) {
	l := NewLoader()
	seen := make(map[string]bool)
	var tests []*Test
	add := func(t *Test) {
		if !seen[t.Path] {
			seen[t.Path] = true
			tests = append(tests, t)
		}
	}
	for _, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", p, err)
		}
		info, err := os.Stat(abs)
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil, fmt.Errorf("%s: no such file or directory", p)
			}
			return nil, err
		}
		dir := abs
		if !info.IsDir() {
			dir = filepath.Dir(abs)
		}
		cfg, err := l.ConfigFor(dir)
		if err != nil {
			return nil, err
		}
		if cfg == nil {
			cfg = DefaultConfig(dir)
		}
		if !info.IsDir() {
			t, err := newTest(abs, cfg)
			if err != nil {
				return nil, err
			}
			add(t)
			continue
		}
		if err := l.walk(abs, cfg, add); err != nil {
			return nil, err
		}
	}
	sort.SliceStable(tests, func(i, j int) bool {
		a, b := tests[i].FullName(), tests[j].FullName()
		if a != b {
			return a < b
		}
		return tests[i].Path < tests[j].Path
	})
	return tests, nil
}

// walk adds the tests under dir, whose config is cfg. Symbolic links to
// directories are not followed, so a link cycle cannot trap the search.
func (l *Loader) walk(dir string, cfg *Config, add func(*Test)) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		name := e.Name()
		if cfg.Excluded(name) {
			continue
		}
		full := filepath.Join(dir, name)
		if e.IsDir() {
			sub, err := l.ConfigFor(full)
			if err != nil {
				return err
			}
			if sub == nil {
				sub = cfg // no lit.cfg anywhere: keep the default config
			}
			if err := l.walk(full, sub, add); err != nil {
				return err
			}
			continue
		}
		if e.Type()&fs.ModeSymlink != 0 {
			if info, err := os.Stat(full); err != nil || info.IsDir() {
				continue // dangling link or link to a directory
			}
		} else if !e.Type().IsRegular() {
			continue
		}
		if !cfg.IsTestName(name) {
			continue
		}
		t, err := newTest(full, cfg)
		if err != nil {
			return err
		}
		add(t)
	}
	return nil
}

func newTest(path string, cfg *Config) (*Test, error) {
	rel, err := filepath.Rel(cfg.Suite.Root, path)
	if err != nil {
		return nil, err
	}
	return &Test{Path: path, RelPath: filepath.ToSlash(rel), Config: cfg}, nil
}
