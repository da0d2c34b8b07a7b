package frontend

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"

	cc "modernc.org/cc/v4"
)

// cc.NewConfig runs the system C compiler (for its predefined macros and
// include paths), which costs more than parsing a small program. The
// result depends only on that compiler and the options, so it is kept in
// the user's cache directory, keyed by the compiler's path, size and
// modification time, as the go command keeps its build cache; a cache
// that cannot be read or written is skipped.

// cachedConfig is what NewConfig computes.
type cachedConfig struct {
	CC                  string
	Predefined          string
	IncludePaths        []string
	SysIncludePaths     []string
	HostIncludePaths    []string
	HostSysIncludePaths []string
}

// configVersion changes when cachedConfig's meaning does.
const configVersion = "strata-cc-config-1"

// compilerKey identifies the compiler NewConfig would run, or "" when it
// cannot be found (then nothing is cached).
func compilerKey(opts []string) string {
	var names []string
	if env := os.Getenv("CC"); env != "" {
		names = append(names, strings.Fields(env)[0])
	}
	names = append(names, "cc", "gcc", "clang")
	for _, n := range names {
		p, err := exec.LookPath(n)
		if err != nil {
			continue
		}
		real, err := filepath.EvalSymlinks(p)
		if err != nil {
			real = p
		}
		st, err := os.Stat(real)
		if err != nil {
			continue
		}
		h := sha256.New()
		fmt.Fprintf(h, "%s\x00%s\x00%s\x00%d\x00%d\x00%s/%s\x00%s", configVersion, p, real, st.Size(), st.ModTime().UnixNano(),
			runtime.GOOS, runtime.GOARCH, strings.Join(opts, "\x00"))
		return hex.EncodeToString(h.Sum(nil))[:32]
	}
	return ""
}

// newConfig is cc.NewConfig through the cache.
func newConfig(opts []string) (*cc.Config, error) {
	key := compilerKey(opts)
	var path string
	if dir, err := os.UserCacheDir(); err == nil && key != "" {
		path = filepath.Join(dir, "strata", "ccconfig-"+key+".json")
		if data, err := os.ReadFile(path); err == nil {
			var c cachedConfig
			if json.Unmarshal(data, &c) == nil && c.Predefined != "" {
				if cfg, err := fromCached(c, opts); err == nil {
					return cfg, nil
				}
			}
		}
	}
	cfg, err := cc.NewConfig(runtime.GOOS, runtime.GOARCH, opts...)
	if err != nil {
		return nil, err
	}
	if path != "" {
		c := cachedConfig{CC: cfg.CC, Predefined: cfg.Predefined, IncludePaths: cfg.IncludePaths,
			SysIncludePaths: cfg.SysIncludePaths, HostIncludePaths: cfg.HostIncludePaths, HostSysIncludePaths: cfg.HostSysIncludePaths}
		if data, err := json.Marshal(c); err == nil {
			if os.MkdirAll(filepath.Dir(path), 0o755) == nil {
				tmp := fmt.Sprintf("%s.%d.tmp", path, os.Getpid())
				if os.WriteFile(tmp, data, 0o644) == nil {
					os.Rename(tmp, path)
				}
			}
		}
	}
	return cfg, nil
}

// fromCached rebuilds the Config NewConfig returned.
func fromCached(c cachedConfig, opts []string) (*cc.Config, error) {
	abi, err := cc.NewABI(runtime.GOOS, runtime.GOARCH)
	if err != nil {
		return nil, err
	}
	cfg := &cc.Config{ABI: abi, CC: c.CC, Predefined: c.Predefined, IncludePaths: c.IncludePaths,
		SysIncludePaths: c.SysIncludePaths, HostIncludePaths: c.HostIncludePaths, HostSysIncludePaths: c.HostSysIncludePaths}
	if err := cfg.ApplyOptions(opts...); err != nil {
		return nil, err
	}
	return cfg, nil
}
