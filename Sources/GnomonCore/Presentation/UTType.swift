/// A kind of file, as `fileImporter` and `fileExporter` filter and name them: an identifier
/// (`public.json`), its file name extensions and MIME types. GNOME's file chooser shows the
/// files whose MIME type or extension matches.
///
/// ```swift
/// .fileImporter(isPresented: $importing, allowedContentTypes: [.json, .plainText]) { result in … }
/// let markdown = UTType(filenameExtension: "md")
/// ```
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    /// The extensions, without the dot, the first the preferred one.
    public let filenameExtensions: [String]
    /// The MIME types; `image/*` stands for every image.
    public let mimeTypes: [String]

    public init(_ identifier: String, filenameExtensions: [String] = [], mimeTypes: [String] = []) {
        self.identifier = identifier
        self.filenameExtensions = filenameExtensions
        self.mimeTypes = mimeTypes
    }

    /// The type of files named `*.<filenameExtension>`.
    public init?(filenameExtension: String) {
        let lowered = filenameExtension.lowercased()
        guard !lowered.isEmpty, !lowered.contains("/"), !lowered.contains(".") else { return nil }
        self = Self.known.first { $0.filenameExtensions.contains(lowered) }
            ?? UTType("dyn.\(lowered)", filenameExtensions: [lowered])
    }

    /// The type of files of MIME type `mimeType`.
    public init?(mimeType: String) {
        guard mimeType.contains("/") else { return nil }
        self = Self.known.first { $0.mimeTypes.contains(mimeType) } ?? UTType("dyn.\(mimeType)", mimeTypes: [mimeType])
    }

    public var preferredFilenameExtension: String? { filenameExtensions.first }
    public var preferredMIMEType: String? { mimeTypes.first }
    public var description: String { identifier }

    /// Any file.
    public static let item = UTType("public.item", mimeTypes: ["application/octet-stream", "*/*"])
    /// Any bytes.
    public static let data = UTType("public.data", mimeTypes: ["application/octet-stream"])
    public static let text = UTType("public.text", filenameExtensions: ["txt"], mimeTypes: ["text/*"])
    public static let plainText = UTType("public.plain-text", filenameExtensions: ["txt"], mimeTypes: ["text/plain"])
    public static let utf8PlainText = UTType("public.utf8-plain-text", filenameExtensions: ["txt"], mimeTypes: ["text/plain"])
    public static let json = UTType("public.json", filenameExtensions: ["json"], mimeTypes: ["application/json"])
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", filenameExtensions: ["csv"], mimeTypes: ["text/csv"])
    public static let html = UTType("public.html", filenameExtensions: ["html", "htm"], mimeTypes: ["text/html"])
    public static let xml = UTType("public.xml", filenameExtensions: ["xml"], mimeTypes: ["application/xml", "text/xml"])
    public static let pdf = UTType("com.adobe.pdf", filenameExtensions: ["pdf"], mimeTypes: ["application/pdf"])
    public static let image = UTType("public.image", mimeTypes: ["image/*"])
    public static let png = UTType("public.png", filenameExtensions: ["png"], mimeTypes: ["image/png"])
    public static let jpeg = UTType("public.jpeg", filenameExtensions: ["jpg", "jpeg"], mimeTypes: ["image/jpeg"])
    public static let svg = UTType("public.svg-image", filenameExtensions: ["svg"], mimeTypes: ["image/svg+xml"])
    public static let zip = UTType("public.zip-archive", filenameExtensions: ["zip"], mimeTypes: ["application/zip"])
    /// A folder: with it, `fileImporter` chooses folders.
    public static let folder = UTType("public.folder", mimeTypes: ["inode/directory"])

    private static let known: [UTType] = [
        .plainText, .json, .commaSeparatedText, .html, .xml, .pdf, .png, .jpeg, .svg, .zip,
    ]
}
