; Inno Setup script: a Windows installer for the built bundle (dist\Spiderette\).
;
;   .venv\Scripts\python packaging\build.py
;   for /f %v in ('.venv\Scripts\python packaging\project_info.py') do iscc /DAppVersion=%v packaging\windows\spiderette.iss
;
; The result is dist\Spiderette-<version>-setup.exe. It installs per user by default (no
; administrator needed; the dialog offers all users), adds a Start-menu entry and an
; uninstaller. The version comes from pyproject.toml through /DAppVersion, the same number
; as the .exe's version resource (packaging/project_info.py writes both).
; Not built or tested in this project's CI (Linux only): see README.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z packaging\windows\spiderette.iss
#endif

[Setup]
AppId={{6C0E8B52-5E0B-4C1B-9B53-2F7F1D6A8E41}
AppName=Spiderette
AppVersion={#AppVersion}
AppVerName=Spiderette {#AppVersion}
AppPublisher=The Spiderette developers
AppPublisherURL=https://github.com/spiderette/spiderette
DefaultDirName={autopf}\Spiderette
DefaultGroupName=Spiderette
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
LicenseFile=..\..\LICENSE
OutputDir=..\..\dist
OutputBaseFilename=Spiderette-{#AppVersion}-setup
SetupIconFile=..\..\resources\icons\spiderette.ico
UninstallDisplayIcon={app}\Spiderette.exe
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "sv"; MessagesFile: "compiler:Languages\Swedish.isl"
Name: "de"; MessagesFile: "compiler:Languages\German.isl"
Name: "tr"; MessagesFile: "compiler:Languages\Turkish.isl"
Name: "da"; MessagesFile: "compiler:Languages\Danish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\..\dist\Spiderette\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Spiderette"; Filename: "{app}\Spiderette.exe"
Name: "{autodesktop}\Spiderette"; Filename: "{app}\Spiderette.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\Spiderette.exe"; Description: "{cm:LaunchProgram,Spiderette}"; Flags: nowait postinstall skipifsilent
