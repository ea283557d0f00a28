// The CircleLayoutPlugin plugin module.
