// The WaterfallLayoutPlugin plugin module.
