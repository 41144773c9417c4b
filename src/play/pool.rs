//! The frozen pool: bots of earlier commits, kept as arena levels so that strength is
//! measured against opponents that do not move (issue #35), as engine projects keep old
//! versions to play against.
//!
//! A member is not a copy of the old code: it is the `torite-cli` built from its commit
//! (`scripts/pool-build.sh`, at `target/pool/<name>/torite-cli`), run as a child process
//! (`torite-cli serve`) and asked with the bots' service requests
//! ([`super::service::Request::Move`] with the game's record so far), which it answers as
//! the bots' worker does. [`POOL`] is the one list; the build script reads its `member(..)`
//! lines, so each stays on one line.

use serde::Serialize;

/// One frozen bot: the level `level` of the bots at `commit`, played under `name`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct Member {
    pub name: &'static str,
    /// The commit its CLI is built from (40 hex digits).
    pub commit: &'static str,
    /// The level it is asked to play (`Request::Move`'s `level`).
    pub level: &'static str,
}

const fn member(name: &'static str, commit: &'static str, level: &'static str) -> Member {
    Member { name, commit, level }
}

/// The pool, oldest first.
pub const POOL: &[Member] = &[
    // The hard bot of 2026-11-29 (main at 8ae2bb9, plus `torite-cli serve`): the first frozen level.
    member("hard-2026-11", "bfaf18289a38aebcd5d53bca151c86be66768ec0", "hard"),
];

/// The member named `name`.
pub fn find(name: &str) -> Option<&'static Member> {
    POOL.iter().find(|m| m.name == name)
}

/// Asks a bot for one reply: a request line in, a reply line out (the service's JSON).
pub trait Remote {
    fn ask(&mut self, request: &str) -> Result<String, String>;
}

/// The service of this very build, in process: what a member's child answers, without
/// the child (for tests, and to check the plumbing against the in-process levels).
pub struct InProcess;

impl Remote for InProcess {
    fn ask(&mut self, request: &str) -> Result<String, String> {
        Ok(super::service::answer_json(request, || 0.0))
    }
}

#[cfg(not(target_arch = "wasm32"))]
pub use child::{binary, spawn, Child};

#[cfg(not(target_arch = "wasm32"))]
mod child {
    use super::{Member, Remote};
    use std::io::{BufRead, BufReader, Write};
    use std::path::PathBuf;
    use std::process::{ChildStdin, ChildStdout, Command, Stdio};

    /// Where `member`'s CLI is: `$TORITE_POOL/<name>/torite-cli` when `TORITE_POOL` is
    /// set, else `target/pool/<name>/torite-cli` next to this binary's `target/<profile>/`,
    /// else under the current directory.
    pub fn binary(member: &Member) -> PathBuf {
        let tail = |pool: PathBuf| pool.join(member.name).join("torite-cli");
        if let Some(pool) = std::env::var_os("TORITE_POOL") {
            return tail(pool.into());
        }
        let beside = std::env::current_exe().ok().and_then(|exe| Some(exe.parent()?.parent()?.join("pool")));
        match beside.map(tail) {
            Some(path) if path.exists() => path,
            _ => tail(PathBuf::from("target/pool")),
        }
    }

    /// A member's CLI running `serve`; ended when dropped.
    pub struct Child {
        process: std::process::Child,
        input: ChildStdin,
        output: BufReader<ChildStdout>,
        name: &'static str,
    }

    /// Starts `member`'s CLI (see [`binary`]); a member not built names the script that builds it.
    pub fn spawn(member: &'static Member) -> Result<Box<dyn Remote>, String> {
        let path = binary(member);
        if !path.exists() {
            return Err(format!(
                "{} is not built (no {}): run scripts/pool-build.sh {}",
                member.name,
                path.display(),
                member.name
            ));
        }
        let mut process = Command::new(&path)
            .arg("serve")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("{}: cannot start {}: {e}", member.name, path.display()))?;
        let input = process.stdin.take().expect("piped");
        let output = BufReader::new(process.stdout.take().expect("piped"));
        Ok(Box::new(Child { process, input, output, name: member.name }))
    }

    impl Remote for Child {
        fn ask(&mut self, request: &str) -> Result<String, String> {
            let gone = |e: std::io::Error| format!("{}: the child process is gone ({e})", self.name);
            writeln!(self.input, "{request}").and_then(|_| self.input.flush()).map_err(gone)?;
            let mut line = String::new();
            if self.output.read_line(&mut line).map_err(gone)? == 0 {
                return Err(format!("{}: the child process ended without answering", self.name));
            }
            Ok(line.trim_end().to_string())
        }
    }

    impl Drop for Child {
        fn drop(&mut self) {
            // Closing its input ends `serve`; kill it in case it is stuck.
            let _ = self.process.kill();
            let _ = self.process.wait();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn members_are_named_once_with_a_commit_and_a_level_the_service_plays() {
        for (i, m) in POOL.iter().enumerate() {
            assert_eq!(find(m.name), Some(m));
            assert!(POOL[..i].iter().all(|o| o.name != m.name), "{} twice", m.name);
            assert!(m.commit.len() == 40 && m.commit.bytes().all(|b| b.is_ascii_hexdigit()), "{}", m.commit);
            assert!(crate::bots::Level::parse(m.level).is_some_and(|l| crate::bots::Level::PLAYABLE.contains(&l)));
            // Not the name of a level of this build.
            assert!(crate::bots::Level::parse(m.name).is_none());
        }
        assert_eq!(find("hard-1999-01"), None);
    }

    #[test]
    fn the_build_script_reads_every_member() {
        // scripts/pool-build.sh greps `member("<name>", "<commit>"` lines from this file.
        let text = include_str!("pool.rs");
        let listed = text.lines().filter(|l| l.trim_start().starts_with("member(\"")).count();
        assert_eq!(listed, POOL.len());
    }

    #[test]
    fn a_member_not_built_names_the_script() {
        let m = Member { name: "hard-1999-01", commit: "0000000000000000000000000000000000000000", level: "hard" };
        let m: &'static Member = Box::leak(Box::new(m));
        let Err(e) = spawn(m) else { panic!("no such binary") };
        assert!(e.contains("scripts/pool-build.sh hard-1999-01"), "{e}");
    }
}
