/// Test plans exactly as Xcode writes them (2-space indent, `"key" : value`, sorted keys).
enum TestPlanFixtures {
    /// A plan as Xcode writes it, listing `DomainLayerTests`.
    static let oneTarget = """
        {
          "configurations" : [
            {
              "id" : "5D0C1F7E-6B0A-4C59-9A3B-2F1E8D7C6B5A",
              "name" : "Test Scheme Action",
              "options" : {

              }
            }
          ],
          "defaultOptions" : {

          },
          "testTargets" : [
            {
              "target" : {
                "containerPath" : "container:",
                "identifier" : "DomainLayerTests",
                "name" : "DomainLayerTests"
              }
            }
          ],
          "version" : 1
        }

        """

    static let twoTargets = """
        {
          "configurations" : [
            {
              "id" : "5D0C1F7E-6B0A-4C59-9A3B-2F1E8D7C6B5A",
              "name" : "Test Scheme Action",
              "options" : {

              }
            }
          ],
          "defaultOptions" : {

          },
          "testTargets" : [
            {
              "target" : {
                "containerPath" : "container:",
                "identifier" : "DomainLayerTests",
                "name" : "DomainLayerTests"
              }
            },
            {
              "target" : {
                "containerPath" : "container:",
                "identifier" : "SettingsFrameworkTests",
                "name" : "SettingsFrameworkTests"
              }
            }
          ],
          "version" : 1
        }

        """

    static let empty = """
        {
          "configurations" : [
            {
              "id" : "5D0C1F7E-6B0A-4C59-9A3B-2F1E8D7C6B5A",
              "name" : "Test Scheme Action",
              "options" : {

              }
            }
          ],
          "defaultOptions" : {

          },
          "testTargets" : [

          ],
          "version" : 1
        }

        """

    static let oneFromEmpty = """
        {
          "configurations" : [
            {
              "id" : "5D0C1F7E-6B0A-4C59-9A3B-2F1E8D7C6B5A",
              "name" : "Test Scheme Action",
              "options" : {

              }
            }
          ],
          "defaultOptions" : {

          },
          "testTargets" : [
            {
              "target" : {
                "containerPath" : "container:",
                "identifier" : "SettingsFrameworkTests",
                "name" : "SettingsFrameworkTests"
              }
            }
          ],
          "version" : 1
        }

        """
}
