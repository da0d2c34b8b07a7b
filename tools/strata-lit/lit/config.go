package lit

import (
	"math"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// ConfigFileName is the name of the per-directory config file.
const ConfigFileName = "lit.cfg"

// DefaultSuffixes returns the test suffixes used when no lit.cfg sets any.
func DefaultSuffixes() []string {
	return []string{".mlir", ".c", ".ll", ".dsl", ".test"}
}

// Suite is a tree of tests reported under one name. Its root is the
// directory of the topmost lit.cfg in a chain (or of one with root = true);
// test names are paths relative to it.
type Suite struct {
	Name string
	Root string // absolute
}

// Substitution replaces Key by Value in RUN lines.
type Substitution struct {
	Key, Value string
}

// FeatureDecl is a feature declared by a lit.cfg. A feature with an empty
// Condition is always present; otherwise it is present when the shell
// command Condition exits 0.
type FeatureDecl struct {
	Name      string
	Condition string
	File      string // the lit.cfg that declared it
	Line      int
	Dir       string  // where the condition runs
	Config    *Config // config in force at the declaration, for its environment
}

// EnvVar is an environment variable set for RUN lines.
type EnvVar struct {
	Name, Value string
}

// Config is the effective configuration of a directory: the defaults
// overlaid by every lit.cfg from the suite root down. A Config is never
// modified after it is built, so it can be shared between tests and
// goroutines.
type Config struct {
	Suite         *Suite
	Dir           string   // directory of the innermost lit.cfg applied
	Files         []string // the lit.cfg files applied, outermost first
	Suffixes      []string
	Excludes      []string // base names or path.Match globs
	Substitutions []Substitution
	Features      []FeatureDecl
	Env           []EnvVar
	Path          []string      // directories to put on PATH, first searched first
	Timeout       time.Duration // 0: no limit
}

// DefaultConfig is the configuration of a suite rooted at root that has no
// lit.cfg.
func DefaultConfig(root string) *Config {
	return &Config{
		Suite:    &Suite{Name: filepath.Base(root), Root: root},
		Dir:      root,
		Suffixes: DefaultSuffixes(),
	}
}

// IsTestName reports whether a file with this base name is a test in a
// directory governed by c.
func (c *Config) IsTestName(name string) bool {
	if c.Excluded(name) || name == ConfigFileName {
		return false
	}
	for _, s := range c.Suffixes {
		if strings.HasSuffix(name, s) && len(name) > len(s) {
			return true
		}
	}
	return false
}

// Excluded reports whether a file or directory with this base name is
// never a test and never searched: hidden names, lit's Output and Inputs
// directories, and the config's excludes.
func (c *Config) Excluded(name string) bool {
	if strings.HasPrefix(name, ".") || name == "Inputs" || name == "Output" {
		return true
	}
	for _, pat := range c.Excludes {
		if ok, _ := path.Match(pat, name); ok || pat == name {
			return true
		}
	}
	return false
}

// ConfigFile is a parsed lit.cfg: its directives, checked for syntax, not
// yet applied to a parent.
type ConfigFile struct {
	Path       string
	Root       bool // root = true: start a new suite, inherit nothing
	directives []directive
}

type directive struct {
	line   int
	key    string // name, root, suffixes, excludes, timeout, path, substitute, feature, env
	append bool   // "+=" rather than "="
	name   string // the left-hand name of substitute, feature and env
	value  string
	words  []string // value split on whitespace, for list keys
	dur    time.Duration
}

// isReservedKey reports whether a config may not redefine a substitution,
// because every test relies on its meaning.
func isReservedKey(key string) bool {
	switch key {
	case "%%", "%s", "%S", "%p", "%t", "%T":
		return true
	}
	return false
}

// ParseConfig parses the lit.cfg named file. The format is line based:
//
//	# comment
//	name = strata                 suite name (root config only)
//	root = true                   stop inheriting: this directory is a suite root
//	suffixes = .mlir .test        test file suffixes ("+=" appends)
//	excludes = Inputs *.in        names never searched ("+=" appends)
//	timeout = 60                  seconds per test, 0 for none
//	path = ../bin                 directories put first on PATH ("+=" appends)
//	substitute %tool = path args  a RUN-line substitution
//	feature name                  a feature that is always present
//	feature name = shell-command  present when the command exits 0
//	env NAME = value              an environment variable for RUN lines
func ParseConfig(file string, data []byte) (*ConfigFile, error) {
	cf := &ConfigFile{Path: file}
	seenRoot := 0
	for i, text := range strings.Split(string(data), "\n") {
		lineNo := i + 1
		text = strings.TrimSpace(strings.TrimSuffix(text, "\r"))
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		d, err := parseDirective(file, lineNo, text)
		if err != nil {
			return nil, err
		}
		if d.key == "root" {
			if seenRoot != 0 {
				return nil, errorf(file, lineNo, "root given more than once (first at line %d)", seenRoot)
			}
			seenRoot = lineNo
			cf.Root = d.value == "true"
			continue
		}
		cf.directives = append(cf.directives, d)
	}
	return cf, nil
}

func parseDirective(file string, lineNo int, text string) (directive, error) {
	key, rest := splitWord(text)
	d := directive{line: lineNo, key: key}
	switch key {
	case "substitute", "feature", "env":
		d.name, rest = splitName(rest)
		if d.name == "" {
			return d, errorf(file, lineNo, "%s: expected a name", key)
		}
		if err := checkName(key, d.name); err != "" {
			return d, errorf(file, lineNo, "%s", err)
		}
		if rest == "" && key == "feature" {
			return d, nil // an unconditional feature
		}
		if !strings.HasPrefix(rest, "=") {
			return d, errorf(file, lineNo, "%s %s: expected '=' after the name", key, d.name)
		}
		d.value = strings.TrimSpace(rest[1:])
		if key == "feature" && d.value == "" {
			return d, errorf(file, lineNo, "feature %s: empty condition (omit '=' for an unconditional feature)", d.name)
		}
		return d, nil
	case "name", "root", "suffixes", "excludes", "timeout", "path":
	case "":
		return d, errorf(file, lineNo, "expected a directive, found %q", text)
	default:
		return d, errorf(file, lineNo, "unknown directive %q (want name, root, suffixes, excludes, timeout, path, substitute, feature or env)", key)
	}

	switch {
	case strings.HasPrefix(rest, "+="):
		d.append, rest = true, rest[2:]
	case strings.HasPrefix(rest, "="):
		rest = rest[1:]
	default:
		return d, errorf(file, lineNo, "%s: expected '=' or '+='", key)
	}
	d.value = strings.TrimSpace(rest)
	d.words = strings.Fields(d.value)
	listKey := key == "suffixes" || key == "excludes" || key == "path"
	if d.append && !listKey {
		return d, errorf(file, lineNo, "%s: '+=' works only for suffixes, excludes and path", key)
	}
	switch key {
	case "name":
		if d.value == "" {
			return d, errorf(file, lineNo, "name: empty suite name")
		}
	case "root":
		if d.value != "true" && d.value != "false" {
			return d, errorf(file, lineNo, "root: expected true or false, got %q", d.value)
		}
	case "suffixes":
		for _, w := range d.words {
			if !strings.HasPrefix(w, ".") || len(w) < 2 || strings.Contains(w, "/") {
				return d, errorf(file, lineNo, "suffixes: %q is not a suffix like .mlir", w)
			}
		}
	case "excludes":
		for _, w := range d.words {
			if _, err := path.Match(w, ""); err != nil || strings.Contains(w, "/") {
				return d, errorf(file, lineNo, "excludes: %q is not a file name or glob", w)
			}
		}
	case "timeout":
		secs, err := strconv.ParseFloat(d.value, 64)
		if err != nil || math.IsNaN(secs) || secs < 0 || secs > 1e6 {
			return d, errorf(file, lineNo, "timeout: expected seconds from 0 to 1000000, got %q", d.value)
		}
		d.dur = time.Duration(secs * float64(time.Second))
	case "path":
		if len(d.words) == 0 && !d.append {
			return d, errorf(file, lineNo, "path: expected at least one directory")
		}
	}
	return d, nil
}

// splitWord splits off a leading run of letters.
func splitWord(s string) (word, rest string) {
	i := 0
	for i < len(s) && ('a' <= s[i] && s[i] <= 'z' || 'A' <= s[i] && s[i] <= 'Z' || s[i] == '_') {
		i++
	}
	return s[:i], strings.TrimSpace(s[i:])
}

// splitName splits off the left-hand name of substitute, feature and env:
// everything up to whitespace or '='.
func splitName(s string) (name, rest string) {
	i := strings.IndexAny(s, " \t=")
	if i < 0 {
		return s, ""
	}
	return s[:i], strings.TrimSpace(s[i:])
}

func checkName(key, name string) string {
	switch key {
	case "substitute":
		if !strings.HasPrefix(name, "%") || len(name) < 2 {
			return "substitute: name " + strconv.Quote(name) + " must start with '%' and have at least one more character"
		}
		if isReservedKey(name) {
			return "substitute: cannot redefine the built-in substitution " + name
		}
	case "feature":
		for i := 0; i < len(name); i++ {
			if !isIdentByte(name[i]) || name[i] == '=' {
				return "feature: name " + strconv.Quote(name) + " may contain only letters, digits and -+._"
			}
		}
		if name == "true" || name == "false" {
			return "feature: " + name + " is a literal in feature expressions, not a feature name"
		}
	case "env":
		for i := 0; i < len(name); i++ {
			c := name[i]
			if !(c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || i > 0 && '0' <= c && c <= '9') {
				return "env: " + strconv.Quote(name) + " is not a valid environment variable name"
			}
		}
	}
	return ""
}

// Apply returns the config for the directory dir that holds f, overlaying f
// on parent. A nil parent means f is a suite root and starts from the
// defaults. Relative path entries are taken relative to dir.
func (f *ConfigFile) Apply(dir string, parent *Config) (*Config, error) {
	var c Config
	if parent == nil {
		c = *DefaultConfig(dir)
	} else {
		c = *parent
	}
	// Copy every slice so the parent is never changed through aliasing.
	c.Dir = dir
	c.Files = append(append([]string(nil), c.Files...), f.Path)
	c.Suffixes = append([]string(nil), c.Suffixes...)
	c.Excludes = append([]string(nil), c.Excludes...)
	c.Substitutions = append([]Substitution(nil), c.Substitutions...)
	c.Features = append([]FeatureDecl(nil), c.Features...)
	c.Env = append([]EnvVar(nil), c.Env...)
	c.Path = append([]string(nil), c.Path...)
	suite := *c.Suite

	var newPath []string // this file's path entries go before the parent's
	for _, d := range f.directives {
		switch d.key {
		case "name":
			if parent != nil {
				return nil, errorf(f.Path, d.line, "name: only a suite's root lit.cfg may set the suite name (add 'root = true' to start a new suite here)")
			}
			suite.Name = d.value
		case "suffixes":
			c.Suffixes = listAssign(c.Suffixes, d)
		case "excludes":
			c.Excludes = listAssign(c.Excludes, d)
		case "timeout":
			c.Timeout = d.dur
		case "path":
			if !d.append {
				newPath = nil
				c.Path = nil
			}
			for _, w := range d.words {
				if !filepath.IsAbs(w) {
					w = filepath.Join(dir, w)
				}
				newPath = append(newPath, filepath.Clean(w))
			}
		case "substitute":
			c.Substitutions = setSubstitution(c.Substitutions, Substitution{Key: d.name, Value: d.value})
		case "env":
			c.Env = setEnv(c.Env, EnvVar{Name: d.name, Value: d.value})
		}
	}
	c.Path = append(newPath, c.Path...)
	// Features go last so their Config carries this file's environment.
	for _, d := range f.directives {
		if d.key != "feature" {
			continue
		}
		decl := FeatureDecl{Name: d.name, Condition: d.value, File: f.Path, Line: d.line, Dir: dir}
		replaced := false
		for i := range c.Features {
			if c.Features[i].Name == d.name {
				c.Features[i], replaced = decl, true
			}
		}
		if !replaced {
			c.Features = append(c.Features, decl)
		}
	}
	if parent == nil {
		c.Suite = &suite
	}
	cfg := &c
	// The environment a condition runs in is the one in force where it
	// is declared; later directives in the same file count too.
	for i := range cfg.Features {
		if cfg.Features[i].File == f.Path {
			cfg.Features[i].Config = cfg
		}
	}
	return cfg, nil
}

func listAssign(old []string, d directive) []string {
	if d.append {
		return append(old, d.words...)
	}
	return append([]string(nil), d.words...)
}

func setSubstitution(subs []Substitution, s Substitution) []Substitution {
	for i := range subs {
		if subs[i].Key == s.Key {
			subs[i] = s
			return subs
		}
	}
	return append(subs, s)
}

func setEnv(env []EnvVar, v EnvVar) []EnvVar {
	for i := range env {
		if env[i].Name == v.Name {
			env[i] = v
			return env
		}
	}
	return append(env, v)
}
